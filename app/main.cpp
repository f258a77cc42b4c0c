#include "application.h"

int main(int argc, char *argv[])
{
    Kibitz::Application::chooseHeadlessPlatform(argc, argv);
    Kibitz::Application app(argc, argv);
    return app.run();
}
