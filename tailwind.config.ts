import type { Config } from "tailwindcss";

// Tailwind 4 reads this file through `@config` in client/src/styles.css; the theme lives here so that
// the brand colours and fonts have one home.
export default {
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef6ff",
          100: "#d9eaff",
          200: "#bcdaff",
          300: "#8ec2ff",
          400: "#599fff",
          500: "#3379f6",
          600: "#1d5beb",
          700: "#1747d8",
          800: "#193baf",
          900: "#1a368a",
          950: "#152354",
        },
        accent: { 400: "#fbbf24", 500: "#f59e0b", 600: "#d97706" },
      },
      fontFamily: {
        sans: ["Inter", "ui-sans-serif", "system-ui", "-apple-system", "Segoe UI", "Roboto", "sans-serif"],
      },
    },
  },
} satisfies Config;
