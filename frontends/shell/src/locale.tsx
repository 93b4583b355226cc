import { ConfigProvider } from 'antd';
import frFR from 'antd/locale/fr_FR';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import type { ReactNode } from 'react';

/** dayjs is a shared singleton: setting its locale here sets it for every remote. */
export function configureLocale(): void {
  // The French locale of dayjs starts weeks on Monday (weekStart: 1).
  dayjs.locale('fr');
}

const theme = {
  token: {
    colorPrimary: '#1f7a4d',
    colorLink: '#1a6a43',
    borderRadius: 6,
    fontFamily: "Marianne, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};

/** antd in French for the whole product. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={frFR} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
