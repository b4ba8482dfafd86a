import { loginCodeLength, normaliseLoginCode } from '@confab/core';

export type LoginStep = 'email' | 'code';

export type LoginFieldProblem = 'emailRequired' | 'codeRequired' | 'codeLength';

/** Spec §5: the e-mail is required to send and the code to verify; the code is 6 characters. */
export function checkEmailField(email: string): LoginFieldProblem | undefined {
  return email.trim() === '' ? 'emailRequired' : undefined;
}

export function checkCodeField(code: string): LoginFieldProblem | undefined {
  const normalised = normaliseLoginCode(code);
  if (normalised === '') return 'codeRequired';
  return normalised.length === loginCodeLength ? undefined : 'codeLength';
}
