/** Statuses and props of the error page, shared by its light boundary and its lazy antd view. */
export const NOT_FOUND = 404;
export const UNKNOWN_STATUS = 500;

export interface ErrorPageProps {
  status?: number;
  /** Message to show for statuses other than 404; 'Error' when absent. */
  message?: string;
}
