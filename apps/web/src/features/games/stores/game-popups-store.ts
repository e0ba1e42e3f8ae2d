import { create } from 'zustand';

// The games feature's own popups: the maintenance notice and a vendor's list of games (spec
// §2.7 "opens a popup list of games", §8 "Game maintenance"). Any component may open them; one
// mounted <GamePopups /> shows them.

export type GamePopup =
  | { kind: 'maintenance'; message: string | null; gameName: string | null; excludeNodeId: number | null }
  | { kind: 'vendor'; vassalage: string; vendorName: string | null };

type GamePopupsState = {
  popup: GamePopup | null;
  /** Mounted hosts in mount order; only the first one renders, so mounting twice is harmless. */
  hosts: string[];
  show: (popup: GamePopup) => void;
  close: () => void;
  register: (id: string) => void;
  unregister: (id: string) => void;
};

export const useGamePopups = create<GamePopupsState>((set) => ({
  popup: null,
  hosts: [],
  show: (popup) => set({ popup }),
  close: () => set({ popup: null }),
  register: (id) => set((state) => ({ hosts: [...state.hosts.filter((host) => host !== id), id] })),
  unregister: (id) => set((state) => ({ hosts: state.hosts.filter((host) => host !== id) })),
}));
