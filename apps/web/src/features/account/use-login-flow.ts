import { useState } from 'react';
import type { CloudUser } from '@confab/core';
import { serverErrorMessage } from '../../host/server-request-error.ts';
import type { AccountClient } from './account-client.ts';
import { checkCodeField, checkEmailField, type LoginFieldProblem, type LoginStep } from './login-flow.ts';

export interface LoginFlowOptions {
  client: AccountClient;
  initialEmail: string;
  onSignedIn: (result: { token: string; user: CloudUser }) => void;
}

/** The login dialog's state: e-mail step, code step, the alternative route, and their errors. */
export function useLoginFlow({ client, initialEmail, onSignedIn }: LoginFlowOptions) {
  const [step, setStep] = useState<LoginStep>('email');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldProblem, setFieldProblem] = useState<LoginFieldProblem>();
  const [serverError, setServerError] = useState<string>();
  const [alternativeSent, setAlternativeSent] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setServerError(undefined);
    try {
      await work();
    } catch (error) {
      setServerError(serverErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async () => {
    if (busy) return;
    const problem = checkEmailField(email);
    setFieldProblem(problem);
    if (problem) return;
    await run(async () => {
      await client.requestLoginCode({ email: email.trim(), useAltLogin: false });
      setCode('');
      setAlternativeSent(false);
      setStep('code');
    });
  };

  const verify = async () => {
    if (busy) return;
    const problem = checkCodeField(code);
    setFieldProblem(problem);
    if (problem) return;
    await run(async () => {
      onSignedIn(await client.verifyLoginCode({ email: email.trim(), code }));
    });
  };

  const requestAlternativeLogin = async () => {
    if (busy) return;
    setFieldProblem(undefined);
    setAlternativeSent(false);
    await run(async () => {
      await client.requestLoginCode({ email: email.trim(), useAltLogin: true });
      setCode('');
      setAlternativeSent(true);
    });
  };

  /** Spec §4: Cancel on the code step returns to the e-mail step. */
  const backToEmail = () => {
    setStep('email');
    setCode('');
    setFieldProblem(undefined);
    setServerError(undefined);
    setAlternativeSent(false);
  };

  return {
    step,
    email,
    code,
    busy,
    fieldProblem,
    serverError,
    alternativeSent,
    setEmail: (value: string) => {
      setEmail(value);
      setFieldProblem(undefined);
    },
    setCode: (value: string) => {
      setCode(value);
      setFieldProblem(undefined);
    },
    sendCode,
    verify,
    requestAlternativeLogin,
    backToEmail,
  };
}
