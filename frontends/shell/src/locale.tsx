import { ConfigProvider } from 'antd';
import frFR from 'antd/locale/fr_FR';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import type { ReactNode } from 'react';
import { trocTheme } from './theme';

/** dayjs is a shared singleton: setting its locale here sets it for every remote. */
export function configureLocale(): void {
  // The French locale of dayjs starts weeks on Monday (weekStart: 1).
  dayjs.locale('fr');
}

/** antd in French for the whole product. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={frFR} theme={trocTheme}>
      {children}
    </ConfigProvider>
  );
}
