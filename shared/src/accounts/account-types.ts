import type { Locale } from '../constants';
import type { NotificationsDisabledReason } from '../vocabularies';

export type AccountStatus = 'not_confirmed' | 'active' | 'deleted';

export interface MainImage {
  filename: string;
  thumb_filename: string;
  status: 'active' | 'pending' | 'rejected';
}

/** The member's own profile as carried in `user.profile`. */
export interface OwnProfile {
  id: number;
  status: 'active' | 'disabled';
  name: string;
  age: number;
  date_of_birth: string;
  main_image: MainImage | null;
}

/** `{ user }` of `GET/POST/PUT /api/user.php` (spec §3 User). */
export interface User {
  id: number;
  email: string;
  status: AccountStatus;
  credits: number;
  paid_user: boolean;
  signup_date: string;
  notifications_disabled: NotificationsDisabledReason[];
  language: Locale;
  profile: OwnProfile;
}

export interface UserResponse {
  user: User;
}

/** Extra data on some account errors. */
export interface AccountErrorDetails {
  /** `account_locked`: minutes until the lock ends. */
  minutes?: number;
  /** `invalid_email`: a corrected address for a common domain typo. */
  suggestion?: string;
}
