# The readers with a libFuzzer target (tests/fuzz/CMakeLists.txt): one per FormatRegistry id.
# tests/tst_formats receives this list and fails when it and the registry differ.
set(KIBITZ_FUZZ_FORMATS
    deals dx zbs zbd zdd zrd zrj zth
    gib dup bri dge dup-machine bri-machine dge-machine
    pbn lin json json-document rbn rbx)
