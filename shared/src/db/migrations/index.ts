import { Foundation1795329378955 } from './1795329378955-foundation';
import { SeedSites1795329400000 } from './1795329400000-seed-sites';
import { Accounts1795333098769 } from './1795333098769-accounts';
import { SignupProfile1795333707564 } from './1795333707564-signup-profile';
import { ProfilesSearch1795412279396 } from './1795412279396-profiles-search';
import { Chats1795424613784 } from './1795424613784-chats';
import { MessagePhotosGifts1795429430391 } from './1795429430391-message-photos-gifts';
import { ReadReceipts1795429495065 } from './1795429495065-read-receipts';
import { ChatSendFunction1795445000000 } from './1795445000000-chat-send-function';
import { ChatSendMany1795460000000 } from './1795460000000-chat-send-many';
import { SendFillfactor1795460500000 } from './1795460500000-send-fillfactor';
import { ChatSendFewerStatements1795470000000 } from './1795470000000-chat-send-fewer-statements';
import { JobEffects1795484000000 } from './1795484000000-job-effects';
import { Payments1795500000000 } from './1795500000000-payments';
import { SandboxMandates1795500010000 } from './1795500010000-sandbox-mandates';
import { DirectDebitDiscount1795500040000 } from './1795500040000-direct-debit-discount';
import { PaymentTaxCountry1795500060000 } from './1795500060000-payment-tax-country';
import { ChatSendCreditDebt1795500060001 } from './1795500060001-chat-send-credit-debt';
import { PaymentCustomers1795500080000 } from './1795500080000-payment-customers';
import { ChatFunctionsFromFiles1795500100000 } from './1795500100000-chat-functions-from-files';
import { Notifications1795658228955 } from './1795658228955-notifications';
import { AccountDeletion1795658221183 } from './1795658221183-account-deletion';
import { EmailNotifications1795658233356 } from './1795658233356-email-notifications';
import { MailCampaigns1795659587012 } from './1795659587012-mail-campaigns';
import { Operators1795660454568 } from './1795660454568-operators';
import { ReminderMails1795700800000 } from './1795700800000-reminder-mails';
import { OutboxWake1795700800100 } from './1795700800100-outbox-wake';
import { PollVersions1795700900000 } from './1795700900000-poll-versions';
import { SwipeGameMatchFinder1795700100000 } from './1795700100000-swipe-game-match-finder';
import { Complaints1795700300000 } from './1795700300000-complaints';
import { AffiliatePostbacks1795700310000 } from './1795700310000-affiliate-postbacks';
import { SiteTagsCams1795700400000 } from './1795700400000-site-tags-cams';
import { FictionalAnswersTrust1795700500000 } from './1795700500000-fictional-answers-trust';
import { FictionalProfilesIndex1795700500001 } from './1795700500001-fictional-profiles-index';
import { ReportsModeration1795700600000 } from './1795700600000-reports-moderation';
import { OperatorSupport1795700700000 } from './1795700700000-operator-support';

// Every migration, in order. A released migration is never edited; add a new one.
export const MIGRATIONS = [
  Foundation1795329378955,
  SeedSites1795329400000,
  Accounts1795333098769,
  SignupProfile1795333707564,
  ProfilesSearch1795412279396,
  Chats1795424613784,
  MessagePhotosGifts1795429430391,
  ReadReceipts1795429495065,
  ChatSendFunction1795445000000,
  ChatSendMany1795460000000,
  SendFillfactor1795460500000,
  ChatSendFewerStatements1795470000000,
  JobEffects1795484000000,
  Payments1795500000000,
  SandboxMandates1795500010000,
  DirectDebitDiscount1795500040000,
  PaymentTaxCountry1795500060000,
  ChatSendCreditDebt1795500060001,
  PaymentCustomers1795500080000,
  ChatFunctionsFromFiles1795500100000,
  AccountDeletion1795658221183,
  Notifications1795658228955,
  EmailNotifications1795658233356,
  MailCampaigns1795659587012,
  Operators1795660454568,
  SwipeGameMatchFinder1795700100000,
  Complaints1795700300000,
  AffiliatePostbacks1795700310000,
  SiteTagsCams1795700400000,
  FictionalAnswersTrust1795700500000,
  FictionalProfilesIndex1795700500001,
  ReportsModeration1795700600000,
  OperatorSupport1795700700000,
  ReminderMails1795700800000,
  OutboxWake1795700800100,
  PollVersions1795700900000,
];
