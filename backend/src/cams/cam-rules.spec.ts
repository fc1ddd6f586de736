import { camCards, type CamRow } from './cam-rules';

const rows: CamRow[] = [
  { id: 1, kind: 'cam', name: 'Lia', age: 24, city: 'Roma', photo_filename: 'ab/x.jpg', live: true, exclusive: true },
  { id: 2, kind: 'resell', name: 'Sara', age: 31, city: 'Milano', photo_filename: 'cd/y.jpg', live: true, exclusive: true },
];

describe('camCards', () => {
  it('shows nothing when the site does not allow partner profiles', () => {
    expect(camCards(false, rows, '/cdn')).toEqual([]);
  });

  it('puts photos under the site CDN prefix and keeps the cam labels for cams only', () => {
    const [cam, resell] = camCards(true, rows, '/cdn');
    expect(cam).toMatchObject({ kind: 'cam', photo_url: '/cdn/ab/x.jpg', live: true, exclusive: true });
    expect(resell).toMatchObject({ kind: 'resell', photo_url: '/cdn/cd/y.jpg', live: false, exclusive: false });
  });
});
