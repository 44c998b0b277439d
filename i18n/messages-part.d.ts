// The browser's parts of a catalogue (i18n/bundled-messages.browser.ts, cut out by bundled-messages-plugin.ts).
// A default export: that is how a bundler hands out a JSON module.
/* eslint-disable import-x/no-default-export */
declare module '*.json?messages-part=core' {
  interface Catalogue {
    [key: string]: string | Catalogue
  }
  const messages: Catalogue
  export default messages
}

declare module '*.json?messages-part=station' {
  interface Catalogue {
    [key: string]: string | Catalogue
  }
  const messages: Catalogue
  export default messages
}

declare module '*.json?messages-part=search' {
  interface Catalogue {
    [key: string]: string | Catalogue
  }
  const messages: Catalogue
  export default messages
}

declare module '*.json?messages-part=cart' {
  interface Catalogue {
    [key: string]: string | Catalogue
  }
  const messages: Catalogue
  export default messages
}

declare module '*.json?messages-part=addToCartNotification' {
  interface Catalogue {
    [key: string]: string | Catalogue
  }
  const messages: Catalogue
  export default messages
}

declare module '*.json?messages-part=checkout' {
  interface Catalogue {
    [key: string]: string | Catalogue
  }
  const messages: Catalogue
  export default messages
}

declare module '*.json?messages-part=account' {
  interface Catalogue {
    [key: string]: string | Catalogue
  }
  const messages: Catalogue
  export default messages
}

declare module '*.json?messages-part=consent' {
  interface Catalogue {
    [key: string]: string | Catalogue
  }
  const messages: Catalogue
  export default messages
}
