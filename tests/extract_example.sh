#!/bin/sh
# Print the C program embedded in a header's doc block: the lines after "QUICK EXAMPLE"
# up to the first line that closes main (" *     }"), without the " *     " prefix.
awk '/QUICK EXAMPLE/ {on=1; next} on && /^ \*     }$/ {print "}"; exit} on {sub(/^ \*     ?/, ""); sub(/^ \*$/, ""); print}' "$1"
