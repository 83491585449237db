import type { ReactNode } from 'react';
import { Avatar } from './Avatar.js';
import './profileHeader.css';

interface ProfileHeaderProps {
  name: string | undefined;
  image: string | null;
  /** Badges and figures under the name. */
  details?: ReactNode;
  /** Buttons on the right. */
  actions?: ReactNode;
}

/** The head of a user or community page; a placeholder while the name loads. */
export function ProfileHeader({ name, image, details, actions }: ProfileHeaderProps) {
  return (
    <header className="profile-header">
      {name ? (
        <Avatar src={image} name={name} size={64} />
      ) : (
        <span className="avatar placeholder" style={{ width: 64, height: 64 }} />
      )}
      <div className="profile-header-text">
        <h1 className="profile-header-name">{name ?? <span className="placeholder col-8" />}</h1>
        {details && <div className="profile-header-details">{details}</div>}
      </div>
      {actions && <div className="profile-header-actions">{actions}</div>}
    </header>
  );
}
