import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../profile/profile-page';

export const Route = createFileRoute('/_default/_authenticated/profile')({
  component: ProfilePage,
});
