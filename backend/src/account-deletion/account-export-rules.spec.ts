import { endpointHost, exportedMessage, exportFileName, photoUrl } from './account-export-rules';

describe('account export rules', () => {
  const at = new Date('2026-11-20T08:00:00Z');
  const row = { conversation_id: 7, sender_id: 1, partner_id: 2, kind: 'text', body: 'Ciao!', cost: 5, created_at: at };

  it('keeps the member’s own texts and only the metadata of what they received', () => {
    expect(exportedMessage(row, 1)).toEqual({
      conversation_id: 7,
      direction: 'sent',
      partner_id: 2,
      kind: 'text',
      body: 'Ciao!',
      cost: 5,
      created_at: '2026-11-20T08:00:00.000Z',
    });
    expect(exportedMessage({ ...row, sender_id: 2 }, 1)).toMatchObject({ direction: 'received', body: null, cost: 0 });
    expect(exportedMessage({ ...row, kind: 'gift', body: '' }, 1).body).toBeNull();
  });

  it('makes photo addresses absolute and endpoint hosts short', () => {
    expect(photoUrl('https://amoretto.it', '/cdn', 'ab/abc.jpg')).toBe('https://amoretto.it/cdn/ab/abc.jpg');
    expect(photoUrl('https://amoretto.it', 'https://cdn.amoretto.it/', 'ab/abc.jpg')).toBe('https://cdn.amoretto.it/ab/abc.jpg');
    expect(endpointHost('https://fcm.googleapis.com/fcm/send/xyz')).toBe('fcm.googleapis.com');
    expect(endpointHost('not a url')).toBe('');
  });

  it('names the file by site and day', () => {
    expect(exportFileName('Amoretto.it', at)).toBe('amoretto-it-data-2026-11-20.json');
    expect(exportFileName('***', at)).toBe('account-data-2026-11-20.json');
  });
});
