import type { MemberRelation } from '@amoretto/shared';
import { ApiError } from '../api/api-error';
import { errorKey, galleryOf, memberActions, problemFor, relationAfter } from './member-page-rules';

const none: MemberRelation = { liked: false, liked_me: false, blocked: false };

describe('member page actions', () => {
  it('gives visitors the ways to log in, members like and block, and nobody actions on their own page', () => {
    expect(memberActions({ loggedIn: false, own: false, relation: none, disabled: false })).toEqual(['message', 'like', 'gift']);
    expect(memberActions({ loggedIn: true, own: false, relation: none, disabled: false })).toEqual(['like', 'block']);
    expect(memberActions({ loggedIn: true, own: false, relation: { ...none, liked: true }, disabled: false })).toEqual(['unlike', 'block']);
    expect(memberActions({ loggedIn: true, own: true, relation: none, disabled: false })).toEqual([]);
  });

  it('offers only unblock once blocked, and only block on a disabled profile', () => {
    expect(memberActions({ loggedIn: true, own: false, relation: { ...none, blocked: true }, disabled: false })).toEqual(['unblock']);
    expect(memberActions({ loggedIn: true, own: false, relation: none, disabled: true })).toEqual(['block']);
    expect(memberActions({ loggedIn: false, own: false, relation: none, disabled: true })).toEqual([]);
  });
});

describe('member page problems', () => {
  it('maps error answers to what the page shows', () => {
    expect(problemFor('member_not_found', 404)).toBe('not_found');
    expect(problemFor('blocked_by_member', 403)).toBe('no_access');
    expect(problemFor('search_not_available', 403)).toBe('login');
    expect(problemFor('authentication_required', 403)).toBe('login');
    expect(problemFor('internal_error', 500)).toBe('failed');
  });

  it('names errors by their code, and anything else generically', () => {
    expect(errorKey(new ApiError(403, 'blocked_by_member', 'Kein Zugriff'))).toBe('errors.blocked_by_member');
    expect(errorKey(new ApiError(0, 'service_unavailable', 'service_unavailable'))).toBe('errors.service_unavailable');
    expect(errorKey(new TypeError('Failed to fetch'))).toBe('errors.generic');
  });
});

describe('gallery and relation changes', () => {
  it('counts locked photos and keeps only photos with an address open', () => {
    const gallery = galleryOf({
      photos: [
        { id: 1, locked: false, url: '/cdn/a.jpg', thumb_url: '/cdn/a_thumb.jpg' },
        { id: 2, locked: true },
        { id: 3, locked: true },
      ],
    });
    expect(gallery.open.map((p) => p.id)).toEqual([1]);
    expect(gallery.locked).toBe(2);
  });

  it('drops likes both ways on block and keeps them otherwise', () => {
    const liked = { liked: true, liked_me: true, blocked: false };
    expect(relationAfter(liked, 'block')).toEqual({ liked: false, liked_me: false, blocked: true });
    expect(relationAfter({ ...none, blocked: true }, 'unblock')).toEqual(none);
    expect(relationAfter(none, 'like')).toEqual({ ...none, liked: true });
    expect(relationAfter(liked, 'unlike')).toEqual({ ...liked, liked: false });
  });
});
