// The theatre's time zone. Its own module, free of date libraries: code that only names the zone (the
// header's opening hours) must not pull date-fns-tz into the first chunk a visitor loads.
export const TIME_ZONE = "Europe/Berlin";
