import { create } from 'zustand'

export const ALERT_DISMISS_MS = 15_000

export interface Alert {
  id: number
  type: 'success' | 'error'
  title: string
  text?: string
}

interface AlertState {
  alerts: Alert[]
  showAlert: (alert: Omit<Alert, 'id'>) => number
  dismissAlert: (id: number) => void
}

let nextId = 1

/** The alert banner's messages: any app raises one; it clears itself after 15 s. */
export const useAlertStore = create<AlertState>()((set, get) => ({
  alerts: [],
  showAlert: (alert) => {
    const id = nextId++
    set({ alerts: [...get().alerts, { ...alert, id }] })
    setTimeout(() => get().dismissAlert(id), ALERT_DISMISS_MS)
    return id
  },
  dismissAlert: (id) => set({ alerts: get().alerts.filter((alert) => alert.id !== id) }),
}))

export const showSuccess = (title: string, text?: string) =>
  useAlertStore.getState().showAlert({ type: 'success', title, text })
export const showError = (title: string, text?: string) =>
  useAlertStore.getState().showAlert({ type: 'error', title, text })
