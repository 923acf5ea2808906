import { data } from 'virtual:content'
import { SimplePage } from './SimplePage.tsx'
import { StoreSection } from '../features/store/StoreSection.tsx'

export function Component() {
  const { site } = data
  return (
    <SimplePage id="shop" heading="Gaming PC shop Dubai" intro={`Order online with price match, ${site.delivery.shopDeliveryHours} hour UAE delivery and a free mystery gift worth ${site.mysteryGiftAed} AED.`}>
      <StoreSection />
    </SimplePage>
  )
}
