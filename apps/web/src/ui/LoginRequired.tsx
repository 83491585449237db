import { Button } from 'react-bootstrap';
import { useLogIn } from '../api/session.js';

/** 'Login with Discord is required' with a link that starts the login (SPEC section 2, dialogs 4 and 6). */
export function LoginRequired({ text, linkText }: { text: string; linkText: string }) {
  const logIn = useLogIn();
  return (
    <div className="dialog-login-required text-center py-3">
      <p className="mb-3">{text}</p>
      <Button variant="primary" onClick={() => void logIn()}>
        {linkText}
      </Button>
    </div>
  );
}
