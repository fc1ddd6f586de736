// Passwords of 8+ characters that top the public breach lists, plus local favourites.
// Refused at signup and on every change (checked case-insensitively).
// prettier-ignore
export const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000', '88888888', '66666666',
  '11223344', '12341234', '123123123', '1q2w3e4r', '1q2w3e4r5t', 'qwertyui', 'qwertyuiop', 'qwerty123', 'qwerty12',
  'asdfghjk', 'asdfghjkl', 'zxcvbnm1', '1qaz2wsx', 'password', 'password1', 'password12', 'password123', 'passw0rd',
  'p@ssw0rd', 'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'whatever', 'trustno1',
  'superman', 'starwars', 'michelle', 'jennifer', 'computer', 'corvette', 'mercedes', 'butterfly', 'babygirl',
  'lovelove', 'loveyou1', 'sexysexy', 'letmein1', 'welcome1', 'welcome123', 'abcd1234', 'abc12345', 'aa123456',
  'a1234567', 'q1w2e3r4', 'monkey123', 'dragon123', 'shadow12', 'master123', 'michael1', 'charlie1', 'jordan23',
  'liverpool', 'chelsea1', 'arsenal1', 'juventus', 'ciao1234', 'amore123', 'ticiamo', 'passwort', 'passwort1',
  'hallo123', 'schatz123', 'motdepasse', 'soleil123', 'contraseña', 'contrasena', 'teamo123', 'wachtwoord',
  'welkom01', 'haslo123', 'kochanie', 'zaq12wsx', 'amoretto', 'amoretto1', 'amoretto123',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
