import { useId } from 'react';

// Flag colours are the countries' official colours, not theme roles, so they are literal here.

interface FlagProps {
  /** The flag's accessible name; the flag is decorative when left out. */
  label?: string;
  className?: string;
}

function a11yProps(label: string | undefined) {
  return label ? { role: 'img' as const, 'aria-label': label } : { 'aria-hidden': true as const };
}

export function LithuanianFlag({ label, className }: FlagProps) {
  return (
    <svg viewBox="0 0 5 3" width="20" height="12" className={className} {...a11yProps(label)}>
      <rect width="5" height="1" fill="#FDB913" />
      <rect y="1" width="5" height="1" fill="#006A44" />
      <rect y="2" width="5" height="1" fill="#C1272D" />
    </svg>
  );
}

export function BritishFlag({ label, className }: FlagProps) {
  const id = useId();
  return (
    <svg viewBox="0 0 60 30" width="20" height="12" className={className} {...a11yProps(label)}>
      <clipPath id={`${id}-outer`}>
        <path d="M0,0 v30 h60 v-30 z" />
      </clipPath>
      <clipPath id={`${id}-diagonals`}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <g clipPath={`url(#${id}-outer)`}>
        <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
        <path d="M0,0 L60,30 M60,0 L0,30" stroke="#FFFFFF" strokeWidth="6" />
        <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${id}-diagonals)`} stroke="#C8102E" strokeWidth="4" />
        <path d="M30,0 v30 M0,15 h60" stroke="#FFFFFF" strokeWidth="10" />
        <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </svg>
  );
}
