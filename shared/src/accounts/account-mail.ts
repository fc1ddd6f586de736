// Localized account mails. Plain text plus a minimal HTML version with one button.
import type { Locale } from '../constants';

export type AccountMailKind =
  | 'activation'
  | 'activation_reminder'
  | 'password_reset'
  | 'email_change_confirm'
  | 'email_change_notice'
  | 'reactivation';

interface MailText {
  subject: string;
  /** Lines of the body; `{{name}}`, `{{site}}`, `{{link}}`, `{{email}}` are filled in. */
  body: string[];
  button?: string;
}

const TEXTS: Record<Locale, Record<AccountMailKind, MailText>> = {
  it: {
    activation: { subject: 'Conferma il tuo indirizzo email su {{site}}', body: ['Ciao {{name}},', 'benvenuto su {{site}}! Conferma il tuo indirizzo email per poter ricevere risposte e usare tutte le funzioni.', '{{link}}', 'Se non ti sei iscritto tu, ignora questa email.'], button: 'Conferma email' },
    activation_reminder: { subject: 'Ti manca solo un passo su {{site}}', body: ['Ciao {{name}},', 'il tuo indirizzo email non è ancora confermato: finché non lo confermi, chi ti scrive non può risponderti.', '{{link}}'], button: 'Conferma ora' },
    password_reset: { subject: 'Reimposta la tua password di {{site}}', body: ['Ciao {{name}},', 'abbiamo ricevuto una richiesta per reimpostare la tua password. Il link vale 1 ora e si può usare una sola volta.', '{{link}}', 'Se non l’hai chiesto tu, ignora questa email: la tua password resta invariata.'], button: 'Scegli una nuova password' },
    email_change_confirm: { subject: 'Conferma il tuo nuovo indirizzo email', body: ['Ciao {{name}},', 'conferma che vuoi usare questo indirizzo per il tuo account {{site}}.', '{{link}}'], button: 'Conferma indirizzo' },
    email_change_notice: { subject: 'Il tuo indirizzo email su {{site}} sta per cambiare', body: ['Ciao {{name}},', 'è stato richiesto di cambiare l’email del tuo account in {{email}}. Se non sei stato tu, contatta subito l’assistenza.'] },
    reactivation: { subject: 'Riattiva il tuo account {{site}}', body: ['Ciao {{name}},', 'puoi annullare l’eliminazione del tuo account e ritrovare tutto com’era. Il link vale 24 ore.', '{{link}}'], button: 'Riattiva account' },
  },
  en: {
    activation: { subject: 'Confirm your email address on {{site}}', body: ['Hi {{name}},', 'welcome to {{site}}! Confirm your email address so members can reply to you and every feature opens up.', '{{link}}', 'If you did not sign up, just ignore this email.'], button: 'Confirm email' },
    activation_reminder: { subject: 'Just one step left on {{site}}', body: ['Hi {{name}},', 'your email address is not confirmed yet: until it is, people who write to you cannot reply.', '{{link}}'], button: 'Confirm now' },
    password_reset: { subject: 'Reset your {{site}} password', body: ['Hi {{name}},', 'we received a request to reset your password. The link works for 1 hour and only once.', '{{link}}', 'If you did not ask for this, ignore this email: your password stays the same.'], button: 'Choose a new password' },
    email_change_confirm: { subject: 'Confirm your new email address', body: ['Hi {{name}},', 'please confirm that you want to use this address for your {{site}} account.', '{{link}}'], button: 'Confirm address' },
    email_change_notice: { subject: 'Your {{site}} email address is about to change', body: ['Hi {{name}},', 'someone asked to change your account email to {{email}}. If that was not you, contact support right away.'] },
    reactivation: { subject: 'Reactivate your {{site}} account', body: ['Hi {{name}},', 'you can undo the deletion of your account and find everything as it was. The link works for 24 hours.', '{{link}}'], button: 'Reactivate account' },
  },
  de: {
    activation: { subject: 'Bestätige deine E-Mail-Adresse bei {{site}}', body: ['Hallo {{name}},', 'willkommen bei {{site}}! Bestätige deine E-Mail-Adresse, damit andere dir antworten können und alle Funktionen freigeschaltet werden.', '{{link}}', 'Wenn du dich nicht angemeldet hast, ignoriere diese E-Mail einfach.'], button: 'E-Mail bestätigen' },
    activation_reminder: { subject: 'Nur noch ein Schritt bei {{site}}', body: ['Hallo {{name}},', 'deine E-Mail-Adresse ist noch nicht bestätigt: Bis dahin kann dir niemand antworten.', '{{link}}'], button: 'Jetzt bestätigen' },
    password_reset: { subject: 'Setze dein Passwort bei {{site}} zurück', body: ['Hallo {{name}},', 'wir haben eine Anfrage zum Zurücksetzen deines Passworts erhalten. Der Link gilt 1 Stunde und nur einmal.', '{{link}}', 'Wenn du das nicht warst, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.'], button: 'Neues Passwort wählen' },
    email_change_confirm: { subject: 'Bestätige deine neue E-Mail-Adresse', body: ['Hallo {{name}},', 'bitte bestätige, dass du diese Adresse für dein Konto bei {{site}} verwenden möchtest.', '{{link}}'], button: 'Adresse bestätigen' },
    email_change_notice: { subject: 'Deine E-Mail-Adresse bei {{site}} wird geändert', body: ['Hallo {{name}},', 'es wurde beantragt, die E-Mail-Adresse deines Kontos in {{email}} zu ändern. Wenn du das nicht warst, kontaktiere sofort den Support.'] },
    reactivation: { subject: 'Reaktiviere dein Konto bei {{site}}', body: ['Hallo {{name}},', 'du kannst die Löschung deines Kontos rückgängig machen und alles wie zuvor vorfinden. Der Link gilt 24 Stunden.', '{{link}}'], button: 'Konto reaktivieren' },
  },
  es: {
    activation: { subject: 'Confirma tu email en {{site}}', body: ['Hola {{name}}:', '¡bienvenido a {{site}}! Confirma tu email para que puedan responderte y se activen todas las funciones.', '{{link}}', 'Si no te has registrado tú, ignora este mensaje.'], button: 'Confirmar email' },
    activation_reminder: { subject: 'Solo te falta un paso en {{site}}', body: ['Hola {{name}}:', 'tu email aún no está confirmado: hasta entonces, quien te escriba no podrá responderte.', '{{link}}'], button: 'Confirmar ahora' },
    password_reset: { subject: 'Restablece tu contraseña de {{site}}', body: ['Hola {{name}}:', 'hemos recibido una solicitud para restablecer tu contraseña. El enlace vale 1 hora y un solo uso.', '{{link}}', 'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.'], button: 'Elegir nueva contraseña' },
    email_change_confirm: { subject: 'Confirma tu nuevo email', body: ['Hola {{name}}:', 'confirma que quieres usar esta dirección para tu cuenta de {{site}}.', '{{link}}'], button: 'Confirmar dirección' },
    email_change_notice: { subject: 'Tu email en {{site}} va a cambiar', body: ['Hola {{name}}:', 'se ha solicitado cambiar el email de tu cuenta a {{email}}. Si no has sido tú, contacta con soporte enseguida.'] },
    reactivation: { subject: 'Reactiva tu cuenta de {{site}}', body: ['Hola {{name}}:', 'puedes deshacer la eliminación de tu cuenta y encontrarlo todo como estaba. El enlace vale 24 horas.', '{{link}}'], button: 'Reactivar cuenta' },
  },
  fr: {
    activation: { subject: 'Confirmez votre adresse e-mail sur {{site}}', body: ['Bonjour {{name}},', 'bienvenue sur {{site}} ! Confirmez votre adresse e-mail pour que les membres puissent vous répondre et que toutes les fonctions s’ouvrent.', '{{link}}', 'Si vous ne vous êtes pas inscrit, ignorez simplement cet e-mail.'], button: 'Confirmer l’e-mail' },
    activation_reminder: { subject: 'Plus qu’une étape sur {{site}}', body: ['Bonjour {{name}},', 'votre adresse e-mail n’est pas encore confirmée : d’ici là, personne ne peut vous répondre.', '{{link}}'], button: 'Confirmer maintenant' },
    password_reset: { subject: 'Réinitialisez votre mot de passe {{site}}', body: ['Bonjour {{name}},', 'nous avons reçu une demande de réinitialisation de votre mot de passe. Le lien est valable 1 heure et une seule fois.', '{{link}}', 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.'], button: 'Choisir un nouveau mot de passe' },
    email_change_confirm: { subject: 'Confirmez votre nouvelle adresse e-mail', body: ['Bonjour {{name}},', 'confirmez que vous souhaitez utiliser cette adresse pour votre compte {{site}}.', '{{link}}'], button: 'Confirmer l’adresse' },
    email_change_notice: { subject: 'Votre adresse e-mail sur {{site}} va changer', body: ['Bonjour {{name}},', 'une demande de changement de l’e-mail de votre compte vers {{email}} a été faite. Si ce n’est pas vous, contactez immédiatement le support.'] },
    reactivation: { subject: 'Réactivez votre compte {{site}}', body: ['Bonjour {{name}},', 'vous pouvez annuler la suppression de votre compte et tout retrouver comme avant. Le lien est valable 24 heures.', '{{link}}'], button: 'Réactiver le compte' },
  },
  nl: {
    activation: { subject: 'Bevestig je e-mailadres bij {{site}}', body: ['Hoi {{name}},', 'welkom bij {{site}}! Bevestig je e-mailadres zodat anderen je kunnen antwoorden en alle functies opengaan.', '{{link}}', 'Heb je je niet aangemeld? Negeer deze e-mail dan.'], button: 'E-mail bevestigen' },
    activation_reminder: { subject: 'Nog maar één stap bij {{site}}', body: ['Hoi {{name}},', 'je e-mailadres is nog niet bevestigd: tot dan kan niemand je antwoorden.', '{{link}}'], button: 'Nu bevestigen' },
    password_reset: { subject: 'Stel je wachtwoord voor {{site}} opnieuw in', body: ['Hoi {{name}},', 'we kregen een verzoek om je wachtwoord opnieuw in te stellen. De link werkt 1 uur en maar één keer.', '{{link}}', 'Heb je dit niet gevraagd? Negeer deze e-mail: je wachtwoord blijft hetzelfde.'], button: 'Nieuw wachtwoord kiezen' },
    email_change_confirm: { subject: 'Bevestig je nieuwe e-mailadres', body: ['Hoi {{name}},', 'bevestig dat je dit adres wilt gebruiken voor je account bij {{site}}.', '{{link}}'], button: 'Adres bevestigen' },
    email_change_notice: { subject: 'Je e-mailadres bij {{site}} wordt gewijzigd', body: ['Hoi {{name}},', 'er is gevraagd het e-mailadres van je account te wijzigen in {{email}}. Was jij dit niet? Neem dan meteen contact op met support.'] },
    reactivation: { subject: 'Heractiveer je account bij {{site}}', body: ['Hoi {{name}},', 'je kunt het verwijderen van je account ongedaan maken en alles terugvinden zoals het was. De link werkt 24 uur.', '{{link}}'], button: 'Account heractiveren' },
  },
  pl: {
    activation: { subject: 'Potwierdź swój adres e-mail w {{site}}', body: ['Cześć {{name}},', 'witaj w {{site}}! Potwierdź adres e-mail, aby inni mogli Ci odpisywać i aby odblokować wszystkie funkcje.', '{{link}}', 'Jeśli to nie Ty się rejestrowałeś, zignoruj tę wiadomość.'], button: 'Potwierdź e-mail' },
    activation_reminder: { subject: 'Został tylko jeden krok w {{site}}', body: ['Cześć {{name}},', 'Twój adres e-mail nie jest jeszcze potwierdzony: do tego czasu nikt nie może Ci odpisać.', '{{link}}'], button: 'Potwierdź teraz' },
    password_reset: { subject: 'Zresetuj hasło w {{site}}', body: ['Cześć {{name}},', 'otrzymaliśmy prośbę o zresetowanie hasła. Link działa przez 1 godzinę i tylko raz.', '{{link}}', 'Jeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło się nie zmieni.'], button: 'Ustaw nowe hasło' },
    email_change_confirm: { subject: 'Potwierdź nowy adres e-mail', body: ['Cześć {{name}},', 'potwierdź, że chcesz używać tego adresu dla konta w {{site}}.', '{{link}}'], button: 'Potwierdź adres' },
    email_change_notice: { subject: 'Twój adres e-mail w {{site}} zostanie zmieniony', body: ['Cześć {{name}},', 'złożono prośbę o zmianę adresu e-mail konta na {{email}}. Jeśli to nie Ty, od razu skontaktuj się z pomocą.'] },
    reactivation: { subject: 'Przywróć swoje konto w {{site}}', body: ['Cześć {{name}},', 'możesz cofnąć usunięcie konta i odzyskać wszystko tak, jak było. Link działa przez 24 godziny.', '{{link}}'], button: 'Przywróć konto' },
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderAccountMail(
  kind: AccountMailKind,
  locale: Locale,
  vars: { name: string; site: string; link?: string; email?: string },
): { subject: string; text: string; html: string } {
  const t = TEXTS[locale][kind];
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (m, k: keyof typeof vars) => vars[k] ?? m);
  const text = t.body.map(fill).join('\n\n');
  const html = t.body
    .map((line) => {
      if (line === '{{link}}' && vars.link) {
        const href = escapeHtml(vars.link);
        return `<p><a href="${href}" style="display:inline-block;padding:12px 22px;background:#d6204e;color:#fff;border-radius:24px;text-decoration:none;font-weight:bold">${escapeHtml(t.button ?? vars.link)}</a></p><p style="font-size:12px;color:#666">${href}</p>`;
      }
      return `<p>${escapeHtml(fill(line))}</p>`;
    })
    .join('');
  return { subject: fill(t.subject), text, html: `<div style="font-family:Arial,sans-serif;font-size:15px;color:#1d2b53">${html}</div>` };
}
