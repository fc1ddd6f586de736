import type { User } from '@amoretto/shared';
import type { PhotoEntity, UserEntity } from '@amoretto/shared/db';

export function ageOn(dateOfBirth: string, today = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

/** The columns of a member row the own view reads (a UserEntity has them all). */
export type UserViewColumns = Pick<
  UserEntity,
  | 'id'
  | 'email'
  | 'status'
  | 'credits'
  | 'credit_debt'
  | 'paid_user'
  | 'signup_date'
  | 'notifications_disabled'
  | 'read_receipts'
  | 'language'
  | 'signup_flow'
  | 'profile_status'
  | 'name'
  | 'date_of_birth'
  | 'gender'
  | 'sexuality'
  | 'country'
  | 'region'
  | 'city'
  | 'about_me'
  | 'hair_colour'
  | 'eye_colour'
  | 'body_type'
  | 'relationship_status'
  | 'interests'
  | 'appearance'
  | 'ethnicity'
  | 'invisible'
>;

/** The member's own view of their account (`{ user }` of /api/user.php). */
export function toUserView(user: UserViewColumns, mainPhoto: Pick<PhotoEntity, 'filename' | 'thumb_filename' | 'status'> | null): User {
  return {
    id: user.id,
    email: user.email,
    status: user.status,
    credits: user.credits,
    credit_debt: user.credit_debt,
    paid_user: user.paid_user,
    signup_date: user.signup_date.toISOString(),
    notifications_disabled: user.notifications_disabled,
    read_receipts: user.read_receipts,
    language: user.language,
    signup_flow: user.signup_flow,
    profile: {
      id: user.id,
      status: user.profile_status,
      name: user.name,
      age: ageOn(user.date_of_birth),
      date_of_birth: user.date_of_birth,
      gender: user.gender,
      sexuality: user.sexuality,
      country: user.country,
      region: user.region,
      city: user.city,
      about_me: user.about_me,
      hair_colour: user.hair_colour,
      eye_colour: user.eye_colour,
      body_type: user.body_type,
      relationship_status: user.relationship_status,
      interests: user.interests,
      appearance: user.appearance,
      ethnicity: user.ethnicity,
      invisible: user.invisible,
      main_image: mainPhoto ? { filename: mainPhoto.filename, thumb_filename: mainPhoto.thumb_filename, status: mainPhoto.status } : null,
    },
  };
}
