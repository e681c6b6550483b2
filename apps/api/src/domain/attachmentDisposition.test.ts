import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './attachmentDisposition.js';

describe('attachmentDisposition', () => {
  it.each([
    ['an ASCII name as it is', 'MIF 202.ics', 'attachment; filename="MIF 202.ics"'],
    [
      'Lithuanian letters in filename*, without their marks in filename',
      'Ąžuolų salė.ics',
      `attachment; filename="Azuolu sale.ics"; filename*=UTF-8''%C4%84%C5%BEuol%C5%B3%20sal%C4%97.ics`,
    ],
    [
      'brackets and quotes encoded as RFC 8187 asks',
      "Ūkio salė (O'Neil) *.ics",
      `attachment; filename="Ukio sale (O'Neil) *.ics"; filename*=UTF-8''%C5%AAkio%20sal%C4%97%20%28O%27Neil%29%20%2A.ics`,
    ],
    [
      'a letter with no ASCII form as _',
      'Łódź.ics',
      `attachment; filename="_odz.ics"; filename*=UTF-8''%C5%81%C3%B3d%C5%BA.ics`,
    ],
  ])('should write %s', (_name, fileName, expected) => {
    expect(attachmentDisposition(fileName)).toBe(expected);
  });
});
