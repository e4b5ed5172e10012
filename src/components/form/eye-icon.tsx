/**
 * The password field's show/hide eye, drawn here: antd-mobile-icons' two eye icons cost /login
 * 3.8 kB gzip, for a field the SMS login does not even show. Open eye: the password is shown;
 * closed eye with lashes: it is hidden.
 */
export function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {open ? (
        <>
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
        </>
      ) : (
        <path d="M3 10c2.5 3.3 5.5 5 9 5s6.5-1.7 9-5M6.5 13.5 5 16M12 15v2.6M17.5 13.5 19 16" />
      )}
    </svg>
  );
}
