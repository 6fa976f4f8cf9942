/**
 * Lets the browser save what the API streams from a short-lived link (the link needs no bearer header): the file is
 * never assembled in the page, however many rows it has.
 */
export function saveFromLink(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
