/**
 * The project's own state illustrations, inline so an offline WebView (the usual cause of 查询出错)
 * still shows them. Decorative: the text beside them carries the meaning.
 */
export function ListErrorImage({ size = 120 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="104" rx="40" ry="6" fill="#e5e9f0" />
      <rect
        x="28"
        y="18"
        width="56"
        height="74"
        rx="6"
        fill="#fff"
        stroke="#c9d2de"
        strokeWidth="3"
      />
      <path
        d="M40 36h32M40 48h32M40 60h20"
        stroke="#c9d2de"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="82" cy="76" r="20" fill="#cf2f2f" />
      <path d="M74 68l16 16M90 68L74 84" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}

export function ListEmptyImage({ size = 120 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="104" rx="44" ry="6" fill="#e5e9f0" />
      <path d="M20 60l14-26h52l14 26" fill="#f4f6f9" stroke="#c9d2de" strokeWidth="3" />
      <path
        d="M20 60h26l4 10h20l4-10h26v34a4 4 0 0 1-4 4H24a4 4 0 0 1-4-4z"
        fill="#fff"
        stroke="#c9d2de"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M60 12v12M40 18l6 9M80 18l-6 9"
        stroke="#c9d2de"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
