import { type Language } from '@laikas/contract';

/*
 * The e-mail that opens an account an administrator added by hand (issue 27), in the new user's language. Pure: the
 * caller queues it in the outbox, in the transaction that creates the account.
 */

export interface WelcomeMail {
  subject: string;
  text: string;
}

export function welcomeMail(
  language: Language,
  values: { name: string; uid: string; temporaryPassword: string; appUrl: string },
): WelcomeMail {
  const { name, uid, temporaryPassword, appUrl } = values;
  if (language === 'lt') {
    return {
      subject: 'Jūsų Laikas paskyra',
      text:
        `Sveiki, ${name},\n\njums sukurta Laikas paskyra.\n\n` +
        `Prisijungimo vardas: ${uid}\nLaikinas slaptažodis: ${temporaryPassword}\n\n` +
        `Prisijunkite ${appUrl}/login ir pirmą kartą prisijungę pasirinkite savo slaptažodį.\n`,
    };
  }
  return {
    subject: 'Your Laikas account',
    text:
      `Hello ${name},\n\nan account in Laikas was made for you.\n\n` +
      `User name: ${uid}\nTemporary password: ${temporaryPassword}\n\n` +
      `Sign in at ${appUrl}/login and choose your own password at the first sign-in.\n`,
  };
}
