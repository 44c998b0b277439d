import { sitePath } from '#i18n/site-paths.ts'
import { Dialog } from '../dialog.tsx'
import { useHref, useLocale } from '../locale-context.tsx'
import { useModal } from '../modal-provider.tsx'
import { useT } from '../translation.tsx'
import './first-in-cart-dialog.css'
import { firstInCartModal } from './first-in-cart-modal.ts'

/**
 * The `firstInCart` dialog: says what went into the cart and offers the two ways on, "continue shopping"
 * (closes it, focus back on the button that added) and "go to cart". Shown by the page's modal machine.
 */
export function FirstInCartDialog({ productName }: { productName: string | null }) {
  const t = useT()
  const locale = useLocale()
  const hrefFor = useHref()
  const modal = useModal()
  const open = modal.openName === firstInCartModal
  return (
    <Dialog
      open={open}
      title={t('cart.dialog.title')}
      onClose={modal.close}
      onBackdropClick={modal.backdropClicked}
    >
      {productName !== null && (
        <p className="first-in-cart__body">{t('cart.dialog.body', { name: productName })}</p>
      )}
      <div className="first-in-cart__actions">
        <button type="button" className="button" onClick={modal.close}>
          {t('cart.dialog.continue')}
        </button>
        {/* The layout outlives a client-side navigation: the dialog closes as the cart page opens. */}
        <a className="button button--primary" href={hrefFor(sitePath('cart', locale))} onClick={modal.close}>
          {t('cart.dialog.goToCart')}
        </a>
      </div>
    </Dialog>
  )
}
