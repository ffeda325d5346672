// The types of vite-plugin-pwa's virtual modules (virtual:pwa-register), for register.ts.
/// <reference types="vite-plugin-pwa/client" />
