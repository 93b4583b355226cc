import { fr, t } from '@troc/shared';
import { deferred } from '../layout/deferred';
import { registerModal } from '../modals/registry';
import type { CalendarPeriodModalProps } from './CalendarPeriodModal';
import type { ModalBodyProps } from '../modals/registry';

const m = fr.ui.calendar.modal;

// The ui package is one instance for every application: registering when the module loads is enough.
registerModal('calendar-period', {
  title: ({ name, manager }) => t(manager ? m.titleAdd : m.titleBook, { name }),
  Body: deferred<CalendarPeriodModalProps & ModalBodyProps>(() =>
    import('./CalendarPeriodModal').then((module) => module.CalendarPeriodBody),
  ),
  width: 620,
});
