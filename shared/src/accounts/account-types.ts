import type { Locale } from '../constants';
import type { Gender, NotificationsDisabledReason, Sexuality } from '../vocabularies';

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
  gender: Gender | null;
  sexuality: Sexuality | null;
  country: string;
  region: string | null;
  city: string | null;
  about_me: string | null;
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

/** A card of `GET /api/members/newest`. */
export interface MemberCard {
  id: number;
  name: string;
  age: number;
  city: string | null;
  country: string;
  main_image: { thumb_url: string } | null;
}

export interface NewestMembersResponse {
  members: MemberCard[];
}
