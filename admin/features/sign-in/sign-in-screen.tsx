import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminEndpoints } from '../../../schemas/api/admin-endpoints.ts';
import { useAdminApi } from '../../kits/api/admin-api-context.tsx';
import { apiProblemOf } from '../../kits/api/api-problem.ts';
import { useSessionChange } from '../../kits/session/use-session.ts';
import { PageHeading } from '../../kits/ui/page-heading.tsx';

/**
 * Signing in to the back office: e-mail and password. A wrong password and an unknown address read alike (the
 * server's message); after too many failures the server holds the account and says how long for.
 */
export function SignInScreen() {
  const api = useAdminApi();
  const sessionChanged = useSessionChange();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: () => api.call(adminEndpoints.adminSignIn, { body: { email, password } }),
    onSuccess: (session) => sessionChanged(session),
  });
  const problem = signIn.error ? apiProblemOf(signIn.error) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };

  return (
    <div className="sign-in">
      <PageHeading title="Sign in">Sign in to the back office</PageHeading>
      <form onSubmit={submit} noValidate aria-describedby={problem ? 'sign-in-problem' : undefined}>
        {problem ? (
          <p id="sign-in-problem" className={`form-problem ${problem.kind === 'tooMany' ? 'form-problem-held' : ''}`} role="alert">
            {problem.kind === 'tooMany' ? 'Signing in is held for now. ' : ''}
            {problem.message}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="sign-in-email">E-mail</label>
          <input id="sign-in-email" type="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="sign-in-password">Password</label>
          <input id="sign-in-password" type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
        </div>
        <button type="submit" className="primary" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </div>
  );
}
