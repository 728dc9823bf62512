import { CollectionEntity } from './collection.entity.js';
import { ConfirmationMailBudgetEntity } from './confirmation-mail-budget.entity.js';
import { EbaySyncRunEntity } from './ebay-sync-run.entity.js';
import { EbayAuthStateEntity } from './ebay-auth-state.entity.js';
import { EbayTokenEntity } from './ebay-token.entity.js';
import { InquiryEntity } from './inquiry.entity.js';
import { RecoveryCodeEntity } from './recovery-code.entity.js';
import { MailSuppressionEntity } from './mail-suppression.entity.js';
import { SearchAlertEntity } from './search-alert.entity.js';
import { SessionEntity } from './session.entity.js';
import { SignInCounterEntity } from './sign-in-counter.entity.js';
import { SubscriptionEntity } from './subscription.entity.js';
import { TestimonialEntity } from './testimonial.entity.js';
import { UploadEntity } from './upload.entity.js';
import { UserEntity } from './user.entity.js';
import { ViewingEntity } from './viewing.entity.js';
import { ViewingSettingsEntity } from './viewing-settings.entity.js';
import { WatchEntity } from './watch.entity.js';

export {
  CollectionEntity,
  ConfirmationMailBudgetEntity,
  EbayAuthStateEntity,
  EbaySyncRunEntity,
  EbayTokenEntity,
  InquiryEntity,
  RecoveryCodeEntity,
  MailSuppressionEntity,
  SearchAlertEntity,
  SessionEntity,
  SignInCounterEntity,
  SubscriptionEntity,
  TestimonialEntity,
  UploadEntity,
  UserEntity,
  ViewingEntity,
  ViewingSettingsEntity,
  WatchEntity,
};

export const ENTITIES = [
  CollectionEntity,
  WatchEntity,
  TestimonialEntity,
  InquiryEntity,
  SubscriptionEntity,
  UserEntity,
  SessionEntity,
  RecoveryCodeEntity,
  SignInCounterEntity,
  UploadEntity,
  EbayTokenEntity,
  EbayAuthStateEntity,
  EbaySyncRunEntity,
  SearchAlertEntity,
  MailSuppressionEntity,
  ConfirmationMailBudgetEntity,
  ViewingEntity,
  ViewingSettingsEntity,
];
