import { type Language } from '@laikas/contract';

/*
 * The e-mail that opens an account an administrator added by hand (issue 27), in the new user's language. Pure: the
 * caller queues it in the outbox, in the transaction that creates the account. It names the university and where to
 * ask for help (the system settings), and the uid as every screen does ("Naudotojo ID" / "User ID").
 */

export interface WelcomeMail {
  subject: string;
  text: string;
}

export function welcomeMail(
  language: Language,
  values: {
    name: string;
    uid: string;
    temporaryPassword: string;
    appUrl: string;
    universityName: string;
    supportEmail: string;
  },
): WelcomeMail {
  const { name, uid, temporaryPassword, appUrl, universityName, supportEmail } = values;
  if (language === 'lt') {
    return {
      subject: 'Jūsų Laikas paskyra',
      text:
        `Sveiki, ${name},\n\njums sukurta paskyra tvarkaraščių ir rezervacijų sistemoje Laikas, ` +
        `kuria naudojasi ${universityName}.\n\n` +
        `Naudotojo ID: ${uid}\nLaikinas slaptažodis: ${temporaryPassword}\n\n` +
        `Prisijunkite adresu ${appUrl}/login ir pirmą kartą prisijungę pasirinkite savo slaptažodį.\n\n` +
        `Kilus klausimų, rašykite adresu ${supportEmail}.\n\n${universityName}\n`,
    };
  }
  return {
    subject: 'Your Laikas account',
    text:
      `Hello ${name},\n\nan account was made for you in Laikas, the timetable and reservation system of ` +
      `${universityName}.\n\n` +
      `User ID: ${uid}\nTemporary password: ${temporaryPassword}\n\n` +
      `Sign in at ${appUrl}/login and choose your own password at the first sign-in.\n\n` +
      `If you have questions, write to ${supportEmail}.\n\n${universityName}\n`,
  };
}
