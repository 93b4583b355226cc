import { Initial1795310537904 } from './1795310537904-Initial.js';
import { ListingsCategoriesFilesAudit1795410496786 } from './1795410496786-ListingsCategoriesFilesAudit.js';
import { SearchIndexes1795413220138 } from './1795413220138-SearchIndexes.js';
import { MoneyInCentsAsBigint1795444819305 } from './1795444819305-MoneyInCentsAsBigint.js';
import { Exchanges1795526855135 } from './1795526855135-Exchanges.js';
import { Carts1795527636035 } from './1795527636035-Carts.js';
import { Operations1795528094585 } from './1795528094585-Operations.js';
import { Delegations1795528597867 } from './1795528597867-Delegations.js';
import { Bilans1795530477077 } from './1795530477077-Bilans.js';
import { Shipping1795530826810 } from './1795530826810-Shipping.js';
import { Conventions1795531078660 } from './1795531078660-Conventions.js';
import { Conversations1795551400200 } from './1795551400200-Conversations.js';
import { ThreadMilliseconds1795551799021 } from './1795551799021-ThreadMilliseconds.js';
import { Calendars1795557415252 } from './1795557415252-Calendars.js';
import { TrackerDashboard1795568572349 } from './1795568572349-TrackerDashboard.js';
import { Exports1795568905352 } from './1795568905352-Exports.js';
import { Establishments1795570610574 } from './1795570610574-Establishments.js';
import { MassActions1795572549645 } from './1795572549645-MassActions.js';
import { Imports1795583387396 } from './1795583387396-Imports.js';
import { MassLineRefusedFields1795600000000 } from './1795600000000-MassLineRefusedFields.js';
import { ProConnect1795714535630 } from './1795714535630-ProConnect.js';
import { JobAttempts1795720000000 } from './1795720000000-JobAttempts.js';
import { SavingsRollup1795728137405 } from './1795728137405-SavingsRollup.js';

// MySQL/MariaDB schema history, in order. Generate the next one with `make migration NAME=...`.
export const MIGRATIONS: Function[] = [
  Initial1795310537904,
  ListingsCategoriesFilesAudit1795410496786,
  SearchIndexes1795413220138,
  MoneyInCentsAsBigint1795444819305,
  Exchanges1795526855135,
  Carts1795527636035,
  Operations1795528094585,
  Delegations1795528597867,
  Bilans1795530477077,
  Shipping1795530826810,
  Conventions1795531078660,
  Conversations1795551400200,
  ThreadMilliseconds1795551799021,
  Calendars1795557415252,
  TrackerDashboard1795568572349,
  Exports1795568905352,
  Establishments1795570610574,
  MassActions1795572549645,
  Imports1795583387396,
  MassLineRefusedFields1795600000000,
  ProConnect1795714535630,
  JobAttempts1795720000000,
  SavingsRollup1795728137405,
];
