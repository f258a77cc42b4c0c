# The Debian package: `./kibitz.sh package`, or `cpack -G DEB` in the build folder, makes
# kibitz_<version>_<arch>.deb from the install rules (resources/CMakeLists.txt). Its library
# dependencies are computed by dpkg-shlibdeps (Debian package dpkg-dev).
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME kibitz)
set(CPACK_PACKAGE_VENDOR "The Kibitz developers")
set(CPACK_PACKAGE_CONTACT "The Kibitz developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "view, edit and convert bridge deal files")
set(CPACK_PACKAGE_HOMEPAGE_URL ${KIBITZ_HOMEPAGE_URL})
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# DDS is loaded on first use (core/analysis), not linked, so dpkg-shlibdeps does not see it.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libdds0")
# Qt's own dialogs (file chooser, print dialog) in the interface languages.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
# Debian's expect ships its own "kibitz" (a shared-terminal script) as /usr/bin/kibitz and kibitz(1).
set(CPACK_DEBIAN_PACKAGE_CONFLICTS "expect")
# The extended description; CPack puts the summary above it and indents it as Debian wants.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Kibitz is a desktop program for bridge deal files. Players, teachers, club
directors and analysts use it to open deals in every format in circulation,
look at them the way a bridge column draws them, step through the auction and
the play trick by trick, edit deals, and save them in any format.

Formats: PBN, BBO LIN, JSON Lines, GIB giblib, Duplimate DUP/BRI/DGE, the
.deals and .dx binary formats, and Pavlicek's ZBS, ZBD, ZDD, ZRD, ZRJ and ZTH.
Double-dummy analysis by DDS, printed hand records, and kibitz-convert, a fast
command-line converter.")

include(CPack)
