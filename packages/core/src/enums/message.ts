export const SafeMessageStatus = {
  NEEDS_CONFIRMATION: 'NEEDS_CONFIRMATION',
  CONFIRMED: 'CONFIRMED',
} as const
export type SafeMessageStatus = (typeof SafeMessageStatus)[keyof typeof SafeMessageStatus]

export const SafeMessageListItemType = {
  DATE_LABEL: 'DATE_LABEL',
  MESSAGE: 'MESSAGE',
} as const
export type SafeMessageListItemType =
  (typeof SafeMessageListItemType)[keyof typeof SafeMessageListItemType]
