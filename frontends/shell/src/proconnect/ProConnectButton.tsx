import { API, withLocale } from '@troc/shared';
import { proconnectUi } from '@troc/shared/messages/ui-proconnect';
import './proconnect.css';

const p = proconnectUi;

/** True when the server has ProConnect configured (<meta name="troc:proconnect" content="on">). */
export function proconnectEnabled(): boolean {
  return document.querySelector<HTMLMetaElement>('meta[name="troc:proconnect"]')?.content === 'on';
}

/** Our own drawing of an identity mark, white on the button's blue: no asset is loaded from outside. */
function Mark() {
  return (
    <svg className="proconnect-logo" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect x="1.5" y="1.5" width="33" height="33" rx="7" fill="none" stroke="#fff" strokeWidth="2" />
      <circle cx="18" cy="13" r="5" fill="#fff" />
      <path
        d="M8.5 28.5c1.4-5.2 5.1-8 9.5-8s8.1 2.8 9.5 8"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * « S'identifier avec ProConnect » and « Qu'est-ce que ProConnect ? », as ProConnect's integration
 * guide describes them. A link, not a form: the sign-in starts with a plain navigation to the server.
 */
export function ProConnectButton() {
  return (
    <div className="proconnect-group">
      <a className="proconnect-button" href={withLocale(API.proconnectLogin)}>
        <Mark />
        {/* Two lines on screen, one name for assistive technologies: « S’identifier avec ProConnect ». */}
        <span className="proconnect-label">
          <span className="proconnect-login">{p.buttonFirstLine}</span>{' '}
          <span className="proconnect-brand">{p.buttonSecondLine}</span>
        </span>
      </a>
      <a className="proconnect-what" href={p.whatIsUrl} target="_blank" rel="noopener noreferrer" title={p.whatIsTitle}>
        {p.whatIs}
      </a>
    </div>
  );
}
