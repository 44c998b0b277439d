// Generated from blocks/registry.ts by `npm run schemas:export`; do not edit by hand.
// The shapes the content system sends, before the site parses them (and sanitizes rich text).

/** The opening of a page: heading, lead, optional image and one call to action. */
export type HeroBlock = {
  id: string
  contentType: 'hero'
  heading: string
  lead?: string | undefined
  image?:
    | {
        url: string
        alt: string
        width: number
        height: number
      }
    | undefined
  action?:
    | {
        label: string
        target:
          | string
          | {
              contentType: 'articlePage' | 'standardPage'
              path: string
            }
          | {
              contentType: 'card'
              id: string
              title: string
              body: string
            }
      }
    | undefined
}

/** Formatted text (paragraphs, lists, tables, links) with an optional heading. */
export type RichTextBlock = {
  id: string
  contentType: 'richText'
  heading?: string | undefined
  html: string
}

/** The article an article page opens with: title, byline, date, image, body and topics. */
export type ArticleBlock = {
  id: string
  contentType: 'article'
  title: string
  byline?: string | undefined
  image?:
    | {
        url: string
        alt: string
        width: number
        height: number
      }
    | undefined
  alt?: string | undefined
  created?: string | undefined
  articleContent?: string | undefined
  tags?: string[]
}

/** A heading over a list of article teasers, each linking to its article page. */
export type ArticleListBlock = {
  id: string
  contentType: 'articleList'
  heading: string
  articles: {
    id: string
    title: string
    summary?: string | undefined
    image?:
      | {
          url: string
          alt: string
          width: number
          height: number
        }
      | undefined
    created?: string | undefined
    link:
      | string
      | {
          contentType: 'articlePage' | 'standardPage'
          path: string
        }
      | {
          contentType: 'card'
          id: string
          title: string
          body: string
        }
  }[]
}

/** A captioned data table; a long one can open showing only its first rows. */
export type TableBlock = {
  id: string
  contentType: 'table'
  heading?: string | undefined
  caption: string
  columns: string[]
  rows: string[][]
  rowHeaders?: boolean
  initialRows?: number | undefined
}

/** An MP4 video with a poster, optional captions and an optional transcript. */
export type VideoBlock = {
  id: string
  contentType: 'video'
  title: string
  sources: {
    url: string
    type?: 'video/mp4'
  }[]
  poster: {
    url: string
    alt: string
    width: number
    height: number
  }
  captions?:
    | {
        url: string
        srclang: string
        label?: string | undefined
      }
    | undefined
  transcript?: string | undefined
}

/** A picture beside a heading, formatted text and an optional link, on the start or end side. */
export type ImageTextBlock = {
  id: string
  contentType: 'imageText'
  heading: string
  body: string
  image: {
    url: string
    alt: string
    width: number
    height: number
  }
  action?:
    | {
        label: string
        target:
          | string
          | {
              contentType: 'articlePage' | 'standardPage'
              path: string
            }
          | {
              contentType: 'card'
              id: string
              title: string
              body: string
            }
      }
    | undefined
  imagePosition?: 'start' | 'end'
}

/** Up to 12 cards: title, optional text and picture, and a link to a page, site or dialog. */
export type LinkCardsBlock = {
  id: string
  contentType: 'linkCards'
  heading?: string | undefined
  cards: {
    id: string
    title: string
    text?: string | undefined
    image?:
      | {
          url: string
          alt: string
          width: number
          height: number
        }
      | undefined
    link: {
      label: string
      target:
        | string
        | {
            contentType: 'articlePage' | 'standardPage'
            path: string
          }
        | {
            contentType: 'card'
            id: string
            title: string
            body: string
          }
    }
  }[]
}

/** Sections that open and close (questions and answers), with an open-all button. */
export type AccordionBlock = {
  id: string
  contentType: 'accordion'
  heading?: string | undefined
  allowMultiple?: boolean
  items: {
    id: string
    title: string
    body: string
  }[]
}

/** A call-out in a brand theme or custom colour: heading, text, optional link and picture. */
export type BannerBlock = {
  id: string
  contentType: 'banner'
  theme: 'carWash' | 'vierumaki' | 'helmisimpukka' | 'dirt' | 'custom'
  /** Required when theme is custom: 3 or 6 hex digits, with or without #. Ignored otherwise. */
  backgroundColor?: string | undefined
  heading: string
  text: string
  action?:
    | {
        label: string
        target:
          | string
          | {
              contentType: 'articlePage' | 'standardPage'
              path: string
            }
          | {
              contentType: 'card'
              id: string
              title: string
              body: string
            }
      }
    | undefined
  image?:
    | {
        url: string
        alt: string
        width: number
        height: number
      }
    | undefined
}

/** App Store and Google Play links for the consumer app and an optional business app. */
export type DownloadLinksBlock = {
  id: string
  contentType: 'downloadLinks'
  heading?: string | undefined
  groups: {
    consumer: {
      title?: string | undefined
      appStoreUrl: string
      googlePlayUrl: string
      image?:
        | {
            url: string
            alt: string
            width: number
            height: number
          }
        | undefined
    }
    business?:
      | {
          title?: string | undefined
          appStoreUrl: string
          googlePlayUrl: string
          image?:
            | {
                url: string
                alt: string
                width: number
                height: number
              }
            | undefined
        }
      | undefined
    [x: string]: never
  }
}

/** 24h customer service and feedback phone numbers (tel: links) and social media links. */
export type ContactBlocksBlock = {
  id: string
  contentType: 'contactBlocks'
  heading?: string | undefined
  customerService?:
    | {
        phoneNumber: string
        openingNote: string
      }
    | undefined
  feedback?:
    | {
        phoneNumber: string
        priceNote?: string | undefined
      }
    | undefined
  socialLinks?:
    | {
        network: 'facebook' | 'instagram' | 'linkedin' | 'youtube' | 'tiktok' | 'x'
        url: string
      }[]
    | undefined
}

/** Shop product cards: name, picture, price with tax and, for a bundle, what it includes. */
export type ProductListBlock = {
  id: string
  contentType: 'productList'
  heading?: string | undefined
  products: {
    code: string
    name: string
    attributes: {
      product_name: string
      price: number
      tax_class: number
      currency?: 'EUR' | 'SEK' | 'NOK'
    }
    unitPrice?: number | undefined
    image?:
      | {
          url: string
          alt: string
          width: number
          height: number
        }
      | undefined
    images?:
      | {
          url: string
          alt: string
          width: number
          height: number
        }[]
      | undefined
    bundleMembers?: {
      amount: number
      product: {
        code: string
        globalName: string
      }
    }[]
    isBundle?: boolean
  }[]
}

/** A station page opens with it (built from the station): name, address, contact, opening hours, open now, directions. */
export type StationHeaderBlock = {
  id: string
  contentType: 'stationHeader'
  station: {
    id: string
    code: string
    slug: string
    brand: 'aurora' | 'aurora-pesu'
    name: string
    countryCode: 'FI' | 'SE' | 'NO'
    timeZone: 'Europe/Helsinki' | 'Europe/Stockholm' | 'Europe/Oslo'
    address: {
      street: string
      postalCode: string
      city: string
    }
    location: {
      lat: number
      lon: number
    }
    contact: {
      phone: string
      email: string
    }
    isClosed?: boolean
    openingHours:
      | {
          regular: {
            [key: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday']: {
              opens: string
              closes: string
            }[]
          }
          exceptions?: {
            date: string
            ranges: {
              opens: string
              closes: string
            }[]
            note?: string | undefined
          }[]
        }
      | {
          date: string
          openHours: {
            startTime: string
            endTime: string
          }[]
        }[]
      | {
          store24h: boolean
          storeOpeningHours?: {
            date: string
            hours: {
              opens: string
              closes: string
            }[]
          }[]
        }
    kitchenHours?:
      | (
          | {
              regular: {
                [key: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday']: {
                  opens: string
                  closes: string
                }[]
              }
              exceptions?: {
                date: string
                ranges: {
                  opens: string
                  closes: string
                }[]
                note?: string | undefined
              }[]
            }
          | {
              date: string
              openHours: {
                startTime: string
                endTime: string
              }[]
            }[]
          | {
              store24h: boolean
              storeOpeningHours?: {
                date: string
                hours: {
                  opens: string
                  closes: string
                }[]
              }[]
            }
        )
      | undefined
    lunchHours?:
      | (
          | {
              regular: {
                [key: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday']: {
                  opens: string
                  closes: string
                }[]
              }
              exceptions?: {
                date: string
                ranges: {
                  opens: string
                  closes: string
                }[]
                note?: string | undefined
              }[]
            }
          | {
              date: string
              openHours: {
                startTime: string
                endTime: string
              }[]
            }[]
          | {
              store24h: boolean
              storeOpeningHours?: {
                date: string
                hours: {
                  opens: string
                  closes: string
                }[]
              }[]
            }
        )
      | undefined
    breakfastHours?:
      | (
          | {
              regular: {
                [key: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday']: {
                  opens: string
                  closes: string
                }[]
              }
              exceptions?: {
                date: string
                ranges: {
                  opens: string
                  closes: string
                }[]
                note?: string | undefined
              }[]
            }
          | {
              date: string
              openHours: {
                startTime: string
                endTime: string
              }[]
            }[]
          | {
              store24h: boolean
              storeOpeningHours?: {
                date: string
                hours: {
                  opens: string
                  closes: string
                }[]
              }[]
            }
        )
      | undefined
    services: (
      | 'fuel95'
      | 'fuel98'
      | 'diesel'
      | 'hvo100'
      | 'e85'
      | 'cbg'
      | 'lbg'
      | 'adblue'
      | 'charging150'
      | 'charging400'
      | 'carWashBrush'
      | 'carWashTouchless'
      | 'carWashSelfService'
      | 'carWashVan'
      | 'truckSauna'
      | 'truckShower'
      | 'truckLength14'
      | 'truckLength2525'
      | 'truckLength34'
      | 'parcelLocker'
      | 'restaurant'
      | 'defibrillator'
    )[]
    lunchList?:
      | {
          price?:
            | {
                amount: number
                currency: 'EUR' | 'SEK' | 'NOK'
              }
            | undefined
          days: {
            weekday: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday'
            dishes: {
              name: string
              description?: string | undefined
              diets?: ('vegan' | 'vegetarian' | 'lactoseFree' | 'glutenFree' | 'milkFree')[]
            }[]
          }[]
        }
      | undefined
    foodMenu?:
      | {
          sections: {
            title: string
            items: {
              name: string
              description?: string | undefined
              price: {
                amount: number
                currency: 'EUR' | 'SEK' | 'NOK'
              }
              diets?: ('vegan' | 'vegetarian' | 'lactoseFree' | 'glutenFree' | 'milkFree')[]
            }[]
          }[]
        }
      | undefined
  }
}

/** A station restaurant’s lunch of today and of the week, with lunch, breakfast and kitchen hours. */
export type StationLunchBlock = {
  id: string
  contentType: 'stationLunch'
  lunchList: {
    price?:
      | {
          amount: number
          currency: 'EUR' | 'SEK' | 'NOK'
        }
      | undefined
    days: {
      weekday: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday'
      dishes: {
        name: string
        description?: string | undefined
        diets?: ('vegan' | 'vegetarian' | 'lactoseFree' | 'glutenFree' | 'milkFree')[]
      }[]
    }[]
  }
  timeZone: 'Europe/Helsinki' | 'Europe/Stockholm' | 'Europe/Oslo'
  lunchHours?:
    | (
        | {
            regular: {
              [key: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday']: {
                opens: string
                closes: string
              }[]
            }
            exceptions?: {
              date: string
              ranges: {
                opens: string
                closes: string
              }[]
              note?: string | undefined
            }[]
          }
        | {
            date: string
            openHours: {
              startTime: string
              endTime: string
            }[]
          }[]
        | {
            store24h: boolean
            storeOpeningHours?: {
              date: string
              hours: {
                opens: string
                closes: string
              }[]
            }[]
          }
      )
    | undefined
  breakfastHours?:
    | (
        | {
            regular: {
              [key: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday']: {
                opens: string
                closes: string
              }[]
            }
            exceptions?: {
              date: string
              ranges: {
                opens: string
                closes: string
              }[]
              note?: string | undefined
            }[]
          }
        | {
            date: string
            openHours: {
              startTime: string
              endTime: string
            }[]
          }[]
        | {
            store24h: boolean
            storeOpeningHours?: {
              date: string
              hours: {
                opens: string
                closes: string
              }[]
            }[]
          }
      )
    | undefined
  kitchenHours?:
    | (
        | {
            regular: {
              [key: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday']: {
                opens: string
                closes: string
              }[]
            }
            exceptions?: {
              date: string
              ranges: {
                opens: string
                closes: string
              }[]
              note?: string | undefined
            }[]
          }
        | {
            date: string
            openHours: {
              startTime: string
              endTime: string
            }[]
          }[]
        | {
            store24h: boolean
            storeOpeningHours?: {
              date: string
              hours: {
                opens: string
                closes: string
              }[]
            }[]
          }
      )
    | undefined
}

/** A station’s services, grouped: fuels, charging, car wash, truck facilities and more. */
export type StationAttributesBlock = {
  id: string
  contentType: 'stationAttributes'
  services: (
    | 'fuel95'
    | 'fuel98'
    | 'diesel'
    | 'hvo100'
    | 'e85'
    | 'cbg'
    | 'lbg'
    | 'adblue'
    | 'charging150'
    | 'charging400'
    | 'carWashBrush'
    | 'carWashTouchless'
    | 'carWashSelfService'
    | 'carWashVan'
    | 'truckSauna'
    | 'truckShower'
    | 'truckLength14'
    | 'truckLength2525'
    | 'truckLength34'
    | 'parcelLocker'
    | 'restaurant'
    | 'defibrillator'
  )[]
}

/** The station locator: search, service and open-now filters, the list of stations (paged) and the map. */
export type StationLocatorBlock = {
  id: string
  contentType: 'stationLocator'
  heading?: string | undefined
}

/** A station restaurant’s à la carte menu in sections, with prices and diets. */
export type FoodMenuBlock = {
  id: string
  contentType: 'foodMenu'
  menu: {
    sections: {
      title: string
      items: {
        name: string
        description?: string | undefined
        price: {
          amount: number
          currency: 'EUR' | 'SEK' | 'NOK'
        }
        diets?: ('vegan' | 'vegetarian' | 'lactoseFree' | 'glutenFree' | 'milkFree')[]
      }[]
    }[]
  }
}

/** A station page ends with it (built from the station): the station on a small map, its address and directions. */
export type StationMapBlock = {
  id: string
  contentType: 'stationMap'
  name: string
  lat: number
  lon: number
  address: {
    street: string
    postalCode: string
    city: string
  }
}

/** A form editors build from fields (text, e-mail, phone, number, choices, message, consent) with spec §5 rules; sent to the site and stored. */
export type FormBlock = {
  id: string
  contentType: 'form'
  heading: string
  lead?: string | undefined
  fields: (
    | {
        type: 'text' | 'email' | 'phone' | 'internationalPhone' | 'textarea'
        name: string
        label: string
        hint?: string | undefined
        required?: boolean
        minLength?: number | undefined
        maxLength?: number | undefined
        forbiddenSymbols?: string | undefined
        matches?: string | undefined
        equals?: string | undefined
        autoComplete?: string | undefined
      }
    | {
        type: 'number'
        name: string
        label: string
        hint?: string | undefined
        required?: boolean
        minValue?: number | undefined
        maxValue?: number | undefined
        maxDecimals?: number | undefined
        roundTo?: number | undefined
        matches?: string | undefined
        equals?: string | undefined
      }
    | {
        type: 'select' | 'radio'
        name: string
        label: string
        hint?: string | undefined
        required?: boolean
        options: {
          value: string
          label: string
        }[]
        equals?: string | undefined
      }
    | {
        type: 'checkboxGroup'
        name: string
        label: string
        hint?: string | undefined
        required?: boolean
        options: {
          value: string
          label: string
        }[]
        checkedAmount?: number | undefined
      }
    | {
        type: 'consent'
        name: string
        label?: string | undefined
        hint?: string | undefined
        required?: boolean
      }
  )[]
  submitLabel?: string | undefined
  successMessage?: string | undefined
}

/** Any block a page body may hold. */
export type PageBodyBlock =
  | HeroBlock
  | RichTextBlock
  | ArticleBlock
  | ArticleListBlock
  | TableBlock
  | VideoBlock
  | ImageTextBlock
  | LinkCardsBlock
  | AccordionBlock
  | BannerBlock
  | DownloadLinksBlock
  | ContactBlocksBlock
  | ProductListBlock
  | StationHeaderBlock
  | StationLunchBlock
  | StationAttributesBlock
  | StationLocatorBlock
  | FoodMenuBlock
  | StationMapBlock
  | FormBlock
