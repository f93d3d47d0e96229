import { create } from 'zustand';

interface FetchDialogState {
  open: boolean;
  openDialog: () => void;
  close: () => void;
}

/** Whether the Fetch waybills dialog is up; it works on the Orders selection. */
export const useFetchDialog = create<FetchDialogState>()((set) => ({
  open: false,
  openDialog: () => set({ open: true }),
  close: () => set({ open: false }),
}));
