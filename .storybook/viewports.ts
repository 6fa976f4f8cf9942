/** The widths the product is reviewed at: the toolbar's viewport menu, the phone stories and the docs' breakpoints. */
export const reviewViewports = {
  phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
} as const;
