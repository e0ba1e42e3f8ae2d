import type { ReactNode } from 'react';

// Perya Lights' symbols drawn in SVG (no emoji font is needed, and they scale to any reel size).
// One 40 × 40 drawing per symbol id of packages/games PERYA_LIGHTS; an unknown id draws its
// initial, so a new config shows something rather than nothing.

const drawings: Record<string, ReactNode> = {
  // Parol: the star lantern (wild).
  parol: (
    <>
      <circle cx="20" cy="20" r="17" fill="#3b1d5e" />
      <path
        d="M20 4 L24.5 15 L36 15.5 L27 23 L30.5 35 L20 28 L9.5 35 L13 23 L4 15.5 L15.5 15 Z"
        fill="#ffd43b"
        stroke="#fff3bf"
        strokeWidth="1.2"
      />
      <circle cx="20" cy="20" r="4" fill="#ff6b6b" />
    </>
  ),
  // Tsubibo: the Ferris wheel (scatter).
  tsubibo: (
    <>
      <circle cx="20" cy="18" r="14" fill="none" stroke="#74c0fc" strokeWidth="2.5" />
      {[0, 45, 90, 135].map((angle) => (
        <line
          key={angle}
          x1="20"
          y1="4"
          x2="20"
          y2="32"
          stroke="#a5d8ff"
          strokeWidth="1.3"
          transform={`rotate(${angle} 20 18)`}
        />
      ))}
      {[0, 60, 120, 180, 240, 300].map((angle) => (
        <circle key={angle} cx="20" cy="4" r="2.6" fill="#ff8787" transform={`rotate(${angle} 20 18)`} />
      ))}
      <path d="M12 38 L20 18 L28 38" fill="none" stroke="#e9ecef" strokeWidth="2" />
    </>
  ),
  jeepney: (
    <>
      <rect x="4" y="12" width="32" height="17" rx="3" fill="#f03e3e" />
      <rect x="7" y="8" width="26" height="6" rx="2" fill="#fcc419" />
      <rect x="7" y="15" width="7" height="6" fill="#d0ebff" />
      <rect x="16" y="15" width="7" height="6" fill="#d0ebff" />
      <rect x="25" y="15" width="8" height="6" fill="#d0ebff" />
      <circle cx="11" cy="30" r="4" fill="#212529" />
      <circle cx="29" cy="30" r="4" fill="#212529" />
    </>
  ),
  carabao: (
    <>
      <path d="M4 12 Q10 4 15 12" fill="none" stroke="#ced4da" strokeWidth="3" />
      <path d="M36 12 Q30 4 25 12" fill="none" stroke="#ced4da" strokeWidth="3" />
      <ellipse cx="20" cy="21" rx="10" ry="12" fill="#868e96" />
      <ellipse cx="20" cy="28" rx="6" ry="4" fill="#495057" />
      <circle cx="16" cy="18" r="1.8" fill="#212529" />
      <circle cx="24" cy="18" r="1.8" fill="#212529" />
    </>
  ),
  tarsier: (
    <>
      <circle cx="20" cy="22" r="14" fill="#a9714b" />
      <circle cx="13.5" cy="20" r="6.5" fill="#fff3bf" />
      <circle cx="26.5" cy="20" r="6.5" fill="#fff3bf" />
      <circle cx="13.5" cy="20" r="3.6" fill="#212529" />
      <circle cx="26.5" cy="20" r="3.6" fill="#212529" />
      <circle cx="6" cy="10" r="4" fill="#c0895f" />
      <circle cx="34" cy="10" r="4" fill="#c0895f" />
    </>
  ),
  mango: (
    <>
      <path d="M10 26 Q6 10 22 8 Q36 8 32 24 Q28 36 16 34 Q11 32 10 26 Z" fill="#fab005" />
      <path d="M22 8 Q24 3 29 4" fill="none" stroke="#2f9e44" strokeWidth="2.5" />
    </>
  ),
  coconut: (
    <>
      <circle cx="20" cy="22" r="13" fill="#7f4f24" />
      <circle cx="16" cy="18" r="1.8" fill="#3d2314" />
      <circle cx="22" cy="16" r="1.8" fill="#3d2314" />
      <circle cx="19" cy="22" r="1.8" fill="#3d2314" />
    </>
  ),
  sampaguita: (
    <>
      {[0, 72, 144, 216, 288].map((angle) => (
        <ellipse key={angle} cx="20" cy="11" rx="5" ry="8" fill="#f8f9fa" transform={`rotate(${angle} 20 20)`} />
      ))}
      <circle cx="20" cy="20" r="4" fill="#ffe066" />
    </>
  ),
  calamansi: (
    <>
      <circle cx="20" cy="21" r="12" fill="#82c91e" />
      <circle cx="20" cy="21" r="8" fill="#d8f5a2" />
      {[0, 60, 120].map((angle) => (
        <line
          key={angle}
          x1="20"
          y1="13"
          x2="20"
          y2="29"
          stroke="#82c91e"
          strokeWidth="1.2"
          transform={`rotate(${angle} 20 21)`}
        />
      ))}
    </>
  ),
  banana: (
    <>
      <path d="M8 10 Q10 32 32 30 Q18 28 14 8 Z" fill="#ffe066" stroke="#f08c00" strokeWidth="1.5" />
      <path d="M14 8 L11 5" stroke="#5c3d1e" strokeWidth="2.5" />
    </>
  ),
};

/** A symbol of the reels as an image; `label` is its name in the player's language. */
export const SlotSymbol = ({ id, label }: { id: string; label: string }) => (
  <svg viewBox="0 0 40 40" role="img" aria-label={label} width="100%" height="100%">
    {drawings[id] ?? (
      <text x="20" y="27" textAnchor="middle" fontSize="20" fontWeight="700" fill="#f8f9fa">
        {id.slice(0, 1).toUpperCase()}
      </text>
    )}
  </svg>
);
