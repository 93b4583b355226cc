import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsString, MaxLength } from 'class-validator';
import {
  fr,
  INBOX_ORIGINS,
  INBOX_SORTS,
  INBOX_STATUSES,
  type InboxOrigin,
  type InboxSort,
  type InboxStatus,
  ThreadType,
} from '@troc/shared';
import { PageQueryDto } from '../../../core/http/pagination.js';
import {
  CalendarDate,
  Checks,
  maxLengthMessage,
  NestedForm,
  OneOf,
  Optional,
  Trim,
} from '../../../core/http/validators.js';
import { ValidateIf } from 'class-validator';

/** An empty choice ('' from a reset select) means no filter. */
const Chosen = () => ValidateIf((_o, value) => value !== undefined && value !== '');

/** inbox_filter_form[...] (core §2 Inbox). */
export class InboxFilterFormDto {
  @ApiPropertyOptional({ enum: INBOX_STATUSES })
  @Checks(Chosen(), OneOf(INBOX_STATUSES))
  status?: InboxStatus | '';

  @ApiPropertyOptional({ enum: Object.values(ThreadType) })
  @Checks(Chosen(), OneOf(Object.values(ThreadType)))
  threadType?: ThreadType | '';

  @ApiPropertyOptional({ enum: INBOX_ORIGINS, description: 'user : mes demandes ; manager : sur mes annonces' })
  @Checks(Chosen(), OneOf(INBOX_ORIGINS))
  origin?: InboxOrigin | '';

  @ApiPropertyOptional({ enum: INBOX_SORTS, default: 'recent' })
  @Checks(Chosen(), OneOf(INBOX_SORTS))
  sort?: InboxSort;

  @ApiPropertyOptional({ maxLength: 255 })
  @Checks(
    Optional(),
    Trim(),
    IsString({ message: fr.validation.text }),
    MaxLength(255, { message: maxLengthMessage(255) }),
  )
  keyword?: string;

  @ApiPropertyOptional({ format: 'date' })
  @Checks(Chosen(), CalendarDate())
  sentAfter?: string;

  @ApiPropertyOptional({ format: 'date' })
  @Checks(Chosen(), CalendarDate())
  sentBefore?: string;
}

export class InboxListDto extends PageQueryDto {
  @ApiPropertyOptional({ type: InboxFilterFormDto })
  @NestedForm(() => InboxFilterFormDto, { optional: true })
  inbox_filter_form: InboxFilterFormDto = new InboxFilterFormDto();
}

/** The thread poll (supporting §7): the last answer's updated_at and the open thread. */
export class InboxPendingDto {
  @ApiPropertyOptional({ format: 'date-time' })
  @Checks(Chosen(), IsString({ message: fr.validation.date }))
  lastUpdateDate?: string;

  @ApiPropertyOptional({ description: 'Le slug de la conversation ouverte' })
  @Checks(Chosen(), IsString({ message: fr.validation.text }), MaxLength(32, { message: maxLengthMessage(32) }))
  thread?: string;
}

/** The reply, message and question forms: their rules are the shared ones. */
export class InboxMessageDto {
  @ApiPropertyOptional({ maxLength: 500 }) @Allow() message?: unknown;
}

export class QuestionAnswerDto {
  @ApiPropertyOptional({ minLength: 3, maxLength: 500 }) @Allow() answer?: unknown;
}
