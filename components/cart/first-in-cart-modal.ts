/** spec §4: the name of the modal the first product put in an empty cart opens (unless added silently). */
export const firstInCartModal = 'firstInCart'
