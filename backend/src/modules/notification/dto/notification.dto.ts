import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  fr,
  NOTIFICATION_FREQUENCIES,
  NOTIFICATION_STATUSES,
  type NotificationFrequency,
  NotificationStatus,
  NotificationType,
} from '@troc/shared';
import { PageQueryDto } from '../../../core/http/pagination.js';
import { Checks, NestedForm, OneOf, Optional } from '../../../core/http/validators.js';

/** GET list?status=unread|read|ignored&page=&size= (no status: all of them). */
export class NotificationListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: NotificationStatus })
  @Checks(Optional(), OneOf(NOTIFICATION_STATUSES))
  status?: NotificationStatus;
}

const frequency = () => Checks(Optional(), OneOf(NOTIFICATION_FREQUENCIES, fr.notification.errors.frequencyUnknown));

/** One frequency per type; a type left out keeps its choice. */
export class NotificationFrequenciesDto {
  @frequency() TrackerUpdate?: NotificationFrequency;
  @frequency() NewMessage?: NotificationFrequency;
  @frequency() NewQuestion?: NotificationFrequency;
  @frequency() QuestionAnswered?: NotificationFrequency;
  @frequency() ListingModerated?: NotificationFrequency;
  @frequency() AlertResults?: NotificationFrequency;
  @frequency() JobFinished?: NotificationFrequency;
}

export class NotificationPreferencesDto {
  @ApiPropertyOptional({ description: `{ [${Object.values(NotificationType).join('|')}]: frequency }` })
  @NestedForm(() => NotificationFrequenciesDto)
  preferences: NotificationFrequenciesDto;
}
