#include <stdio.h>

int main(int argc, char* argv[])
{
	printf("Hello world");
	return 0;
}
